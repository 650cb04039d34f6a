import { Accordion } from "@ark-ui/react/accordion";
import { css } from "styled-system/css";
import { faqsOf } from "../../machines/resources/resources-screen.machine.ts";
import type { RemoteDataActorRef } from "../app/use-remote-data.ts";
import { SanitizedHtml } from "../components/sanitized-html.tsx";
import { categoryOf, groupBy } from "./grouping.ts";
import { TabPanel } from "./tab-panel.tsx";

const groupHeading = css({ fontSize: "md", fontWeight: "semibold", color: "fg.default" });
const root = css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", bg: "bg.surface", overflow: "hidden" });
const item = css({ borderBottomWidth: "1px", borderColor: "border.default", _last: { borderBottomWidth: "0" } });
const trigger = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  w: "full",
  textAlign: "left",
  px: "4",
  py: "3",
  fontWeight: "medium",
  color: "fg.default",
  cursor: "pointer",
  _hover: { bg: "bg.muted" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.default", outlineOffset: "-2px" },
});
const indicator = css({
  flexShrink: "0",
  color: "fg.muted",
  transition: "transform 0.2s",
  _open: { transform: "rotate(180deg)" },
});
/** Formatting inside an answer: the reset removes list bullets and link colours, so they come back here. */
const answer = css({
  px: "4",
  pb: "4",
  fontSize: "sm",
  color: "fg.default",
  overflowWrap: "anywhere",
  "& p + p": { mt: "2" },
  "& ul": { listStyleType: "disc", pl: "5" },
  "& ol": { listStyleType: "decimal", pl: "5" },
  "& a": { color: "accent.text", textDecoration: "underline" },
  "& strong": { fontWeight: "semibold" },
  "& em": { fontStyle: "italic" },
  "& code": { fontFamily: "mono", bg: "bg.muted", px: "1", borderRadius: "sm" },
});

/** SPEC §2 FAQs: by category, each category one accordion where opening a question closes the other. */
export function FaqsTab({ read }: { readonly read: RemoteDataActorRef }) {
  return (
    <TabPanel
      title="FAQs"
      description="Answers to the questions exhibitors ask most."
      read={read}
      select={faqsOf}
      loadingLabel="Loading FAQs..."
      empty={{ title: "No FAQs yet", hint: "Answers to common questions will appear here." }}
      list={(items) =>
        groupBy(items, (faq) => categoryOf(faq.type)).map((group) => (
          <section key={group.key} aria-label={group.key} className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
            <h3 className={groupHeading}>{group.key}</h3>
            <Accordion.Root collapsible className={root}>
              {group.items.map((faq) => (
                <Accordion.Item key={faq._id} value={faq._id} className={item}>
                  <h4>
                    <Accordion.ItemTrigger className={trigger}>
                      {faq.question}
                      <Accordion.ItemIndicator className={indicator} aria-hidden="true">
                        ▾
                      </Accordion.ItemIndicator>
                    </Accordion.ItemTrigger>
                  </h4>
                  <Accordion.ItemContent>
                    <SanitizedHtml html={faq.answer} className={answer} />
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        ))
      }
    />
  );
}
