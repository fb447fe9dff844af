import { useState } from "react";
import { useStores } from "../ui/stores-context";

/** Opens customer service from a button: shows the wait, and says so when the merchant has none. */
export function useContactCustomerService(): { open: () => void; busy: boolean } {
  const stores = useStores();
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    stores
      .openCustomerService()
      .then((opened) => {
        if (!opened) void stores.notices.show({ message: { id: "cs_unavailable" } });
      })
      .catch((error) => {
        console.error("Customer service could not be opened:", error);
        void stores.notices.show({ message: { id: "cs_unavailable" } });
      })
      .finally(() => setBusy(false));
  };
  return { open, busy };
}
