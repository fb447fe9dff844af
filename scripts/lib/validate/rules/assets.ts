import { existsSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, normalize } from "node:path";
import { joinPointer } from "../json-pointer";
import type { ConfigProblem } from "../problem";
import type { CrossFieldRule } from "./rule";
import { notSvgReason } from "./svg-root";

/**
 * Every asset named in /assets exists inside the merchant's folder, and SVG assets really are
 * SVG. A path leading out of the folder is refused: it would make one brand depend on another's
 * files (or on files outside merchants/), which breaks when that other folder changes.
 */
export const assetsExist: CrossFieldRule = (config, { merchantDir }) =>
  Object.entries(config.assets ?? {}).flatMap(([name, path]): ConfigProblem[] => {
    if (typeof path !== "string") return [];
    const pointer = joinPointer("/assets", name);
    const problem = (message: string) => [{ pointer, message }];
    if (isAbsolute(path) || normalize(path).split(/[\\/]/)[0] === "..") {
      return problem(`must be a path inside the merchant's folder, got "${path}"`);
    }
    const file = join(merchantDir, path);
    if (!existsSync(file)) return problem(`names "${path}", which does not exist in ${merchantDir}`);
    if (!statSync(file).isFile()) return problem(`names "${path}", which is a folder, not a file`);
    if (!path.toLowerCase().endsWith(".svg")) return [];
    const reason = notSvgReason(readFileSync(file));
    return reason ? problem(`names "${path}", which is not an SVG: ${reason}`) : [];
  });
