import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Page } from "../../engine/ui/page";
import { useStores } from "../../engine/ui/stores-context";
import { BannerStrip } from "./banner-strip";
import { HomeModel } from "./home-model";
import { Marquee } from "./marquee";
import { VendorLanes } from "./vendor-lanes";

/** Home: banners, the announcement marquee and the vendor lanes, all from the backend. */
export default observer(function HomeScreen() {
  const stores = useStores();
  const intl = useIntl();
  const [model] = useState(() => {
    const created = new HomeModel(stores.http);
    created.load();
    return created;
  });
  return (
    <Page title={`${intl.formatMessage({ id: "nav_home" })} · ${stores.config.name}`} titleHidden>
      <BannerStrip data={model.announcements} />
      <Marquee data={model.announcements} />
      <VendorLanes data={model.lanes} retry={() => model.load()} />
    </Page>
  );
});
