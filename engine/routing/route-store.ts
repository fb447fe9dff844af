import { makeAutoObservable } from "mobx";
import { screenPath } from "./aliases";

/**
 * Where the member is, for the stores: the router reports every change here, so engine rules that
 * depend on the page (a launch that resumes on arriving home, prompts only on home paths) read it
 * without knowing the router.
 */
export class RouteStore {
  pathname: string;
  search: string;

  constructor(initial: { pathname: string; search: string }) {
    this.pathname = initial.pathname;
    this.search = initial.search;
    makeAutoObservable(this);
  }

  /**
   * The screen showing, aliases resolved (/, /m/index.html → /m/home): what a rule meaning "on
   * home" compares with. `pathname` stays the address, for rules the spec ties to the address.
   */
  get screen(): string {
    return screenPath(this.pathname);
  }

  report(pathname: string, search: string): void {
    this.pathname = pathname;
    this.search = search;
  }
}
