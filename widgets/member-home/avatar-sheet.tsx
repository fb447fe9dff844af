import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { PROFILE_ICON_COUNT_DEFAULT } from "../../engine/constants";
import { LAYOUT } from "../../engine/theme/layout";
import { color, space } from "../../engine/theme/scales";
import { Avatar } from "../../engine/ui/avatar";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { useStores } from "../../engine/ui/stores-context";
import { visuallyHidden } from "../../engine/ui/text";

/** The platform's profile pictures in a grid of radio buttons; a choice applies at once. */
export default observer(function AvatarSheet({ onClose }: { onClose: () => void }) {
  const { member, config } = useStores();
  const intl = useIntl();
  const count = config.timings?.profileIconCount ?? PROFILE_ICON_COUNT_DEFAULT;
  const title = intl.formatMessage({ id: "member_choose_picture" });
  return (
    <BottomSheet title={title} onClose={onClose}>
      <fieldset
        css={{
          margin: 0,
          padding: 0,
          border: 0,
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(72px, 1fr))",
          gap: space.md,
        }}
      >
        <legend css={visuallyHidden}>{title}</legend>
        {Array.from({ length: count }, (_, index) => index + 1).map((icon) => {
          const chosen = icon === member.profileIcon;
          return (
            <label
              key={icon}
              css={{
                display: "grid",
                placeItems: "center",
                minHeight: LAYOUT.minTouch,
                padding: space.xs,
                borderRadius: "50%",
                cursor: "pointer",
                outline: chosen ? `3px solid ${color.primary}` : "none",
                "&:has(input:focus-visible)": { outline: `3px solid ${color.accent}` },
              }}
            >
              <input
                type="radio"
                name="profile-icon"
                checked={chosen}
                onChange={() => {
                  member.chooseProfileIcon(icon);
                  onClose();
                }}
                css={visuallyHidden}
                aria-label={intl.formatMessage({ id: "member_picture_n" }, { n: icon })}
              />
              <Avatar icon={icon} size={60} />
            </label>
          );
        })}
      </fieldset>
    </BottomSheet>
  );
});
