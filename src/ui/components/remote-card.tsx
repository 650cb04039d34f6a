import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { RemoteContent, SectionEmpty, type SectionRead } from "./remote-content.tsx";

/** What a card says: its title and description, while it loads, and when its answer is empty. */
export interface RemoteCardTexts {
  readonly title: string;
  readonly description: string;
  readonly loadingLabel: string;
  readonly empty: { readonly title: string; readonly hint: string };
}

export interface RemoteCardProps<T> {
  readonly texts: RemoteCardTexts;
  readonly remote: SectionRead<T>;
  /** The shape of the content before the first answer (RemoteContent's `skeleton`). */
  readonly skeleton?: ReactNode;
  /** The answer holds nothing to draw: the card says `texts.empty` instead of drawing empty lists. */
  readonly isEmpty: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}

/** A titled card over one read: its first load, its error with Retry, what it says when empty, else its content. */
export function RemoteCard<T>({ texts, remote, skeleton, isEmpty, children }: RemoteCardProps<T>) {
  return (
    <Card title={texts.title} description={texts.description}>
      <RemoteContent remote={remote} loadingLabel={texts.loadingLabel} skeleton={skeleton}>
        {(data) => (isEmpty(data) ? <SectionEmpty title={texts.empty.title} hint={texts.empty.hint} /> : children(data))}
      </RemoteContent>
    </Card>
  );
}
