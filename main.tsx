// The composition root: the engine plus the widget catalogue. The engine never imports a widget.
import "./widgets";
import { boot } from "./engine/boot";

const root = document.getElementById("root");
if (root) boot(root);
