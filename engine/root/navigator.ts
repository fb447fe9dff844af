/** Goes to an address of the app (the router's navigate once it is mounted). */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

/**
 * The app's navigation: the router hands it its own navigate when it mounts (engine/app.tsx);
 * until then, and after it unmounts, the address bar moves instead. Units that navigate (the
 * failure presenter, the game launcher, the sign-in flows) hold this, never the router.
 */
export interface Navigator {
  readonly navigate: Navigate;
  /** The router's navigate from now on; returns what hands navigation back to the address bar. */
  attach(routerNavigate: Navigate): () => void;
}

const addressBar: Navigate = (path, options) =>
  options?.replace ? window.location.replace(path) : window.location.assign(path);

export function createNavigator(fallback: Navigate = addressBar): Navigator {
  let current = fallback;
  return {
    navigate: (path, options) => current(path, options),
    attach(routerNavigate) {
      current = routerNavigate;
      return () => {
        if (current === routerNavigate) current = fallback;
      };
    },
  };
}
