// node-forge's per-module entry points register themselves on the shared forge object.
// Importing them one by one keeps the lazily loaded crypto chunk to what the platform needs.
declare module "node-forge/lib/forge" {
  import forge from "node-forge";
  export default forge;
}
declare module "node-forge/lib/des";
declare module "node-forge/lib/util";
declare module "node-forge/lib/jsbn";
