/* Generated from schemas/merchant.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const liveFeatures: AnswerShape = {"t":"o","p":{"CBS3":"b","MOBILEAUTOLOGIN3":"b","PWDEXPFORCECHANGE3":"b","GOOGLELOGIN3":"b","STARTGAMEINAPP3":"b","REWCEN3":"b","MANDATORYAPPUPDATES3":"b","GEETEST3":"b","GEETESTTEST3":"b","GEETESTVCODE3":"b","UPDATEMOBILEICC3":"b","FIREBASECREATEACC3":"b","LOTTMINIGAME3":"b","SEALOTTMINIGAME3":"b","REG3":"b","MOBILENUMREG3":"b"},"s":1};
export const liveCurrency: AnswerShape = {"t":"o","r":["code","symbol","position"],"p":{"code":{"t":"s","g":"^[A-Z]{3,6}$"},"symbol":{"t":"s","n":1,"l":4},"position":{"e":["before","after"]},"decimals":{"t":"i","m":0,"M":4}},"s":1};
export const liveDownloadBar: AnswerShape = {"t":"o","p":{"enabled":"b","loginRequired":"b","minRankLevel":{"t":"i","m":0}},"s":1};
