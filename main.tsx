// The composition root, kept tiny: the app's scripts (start-app.tsx) are fetched and run once the
// static shell's largest picture is on screen, so on a slow phone and network the member's first
// view does not share the line with 140 KB of script (engine/shell/when-shell-painted.ts).
import { whenShellPainted } from "./engine/shell/when-shell-painted";

void whenShellPainted(document).then(() => import("./start-app"));
