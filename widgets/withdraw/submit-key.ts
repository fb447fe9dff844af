/**
 * The `requestId` of one intended withdrawal. A retry of the same withdrawal (same account, same
 * amount) after a failure or a timeout sends the same id, so the server answers with the order it
 * may already have made instead of making a second one; once an order is made, or the member asks
 * for something else, the next submit gets a new id.
 */
export class SubmitKey {
  private current: { id: string; intent: string } | null = null;

  constructor(private readonly make: () => string) {}

  /** The id for submitting `intent` (what is being asked for, e.g. "account:amount"). */
  for(intent: string): string {
    if (this.current?.intent !== intent) this.current = { id: this.make(), intent };
    return this.current.id;
  }

  /** The order was made: whatever comes next is a new withdrawal. */
  done(): void {
    this.current = null;
  }
}
