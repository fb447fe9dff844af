import { Button } from "./button";
import { Text } from "./text";

/**
 * The end of a form: what went wrong with the last submit, announced as it appears, and the
 * submit button, locked and spinning while the submit runs so a second tap sends nothing.
 */
export function FormSubmit({
  label,
  busy,
  problem,
}: {
  label: string;
  busy: boolean;
  problem?: string | null;
}) {
  return (
    <>
      {problem && (
        <Text role="alert" tone="danger">
          {problem}
        </Text>
      )}
      <Button type="submit" block busy={busy} disabled={busy}>
        {label}
      </Button>
    </>
  );
}
