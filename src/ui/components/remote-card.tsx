import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { RemoteContent, SectionEmpty, type SectionRead } from "./remote-content.tsx";

export interface RemoteCardProps<T> {
  readonly title: string;
  readonly description: string;
  readonly remote: SectionRead<T>;
  readonly loadingLabel: string;
  /** The shape of the content before the first answer (RemoteContent's `skeleton`). */
  readonly skeleton?: ReactNode;
  /** The answer holds nothing to draw: the card says `empty` instead of drawing empty lists. */
  readonly isEmpty: (data: T) => boolean;
  readonly empty: { readonly title: string; readonly hint: string };
  readonly children: (data: T) => ReactNode;
}

/** A titled card over one read: its first load, its error with Retry, what it says when empty, else its content. */
export function RemoteCard<T>({ title, description, remote, loadingLabel, skeleton, isEmpty, empty, children }: RemoteCardProps<T>) {
  return (
    <Card title={title} description={description}>
      <RemoteContent remote={remote} loadingLabel={loadingLabel} skeleton={skeleton}>
        {(data) => (isEmpty(data) ? <SectionEmpty title={empty.title} hint={empty.hint} /> : children(data))}
      </RemoteContent>
    </Card>
  );
}
