import { registry } from "../../engine/registry/registry";

registry.register({
  id: "signin:sms-provider",
  slot: "sign-in-methods",
  order: 10,
  // Only the firebase phone provider; the platform's own SMS login is another widget.
  when: (stores) => stores.config.auth?.smsLogin === "firebase" && Boolean(stores.config.firebase?.apiKey),
  view: () => import("./sms-sign-in"),
});
