import { makeAutoObservable } from "mobx";

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

  report(pathname: string, search: string): void {
    this.pathname = pathname;
    this.search = search;
  }
}
