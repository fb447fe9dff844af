import { defineSlot } from "../../engine/registry/blueprints";

export default defineSlot("sign-in-methods", {
  name: "sms-provider",
  order: 10,
  // Only the firebase phone provider; the platform's own SMS login is another widget.
  when: (stores) => stores.config.auth?.smsLogin === "firebase" && Boolean(stores.config.firebase?.apiKey),
  messages: ["account"],
  view: () => import("./sms-sign-in"),
});
