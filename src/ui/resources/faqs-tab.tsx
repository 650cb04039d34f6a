import { Accordion } from "@ark-ui/react/accordion";
import { faqAccordion, resourceList } from "styled-system/recipes";
import { faqsOf } from "../../machines/resources/resources-screen.machine.ts";
import type { RemoteDataActorRef } from "../components/use-remote-data.ts";
import { SanitizedHtml } from "../components/sanitized-html.tsx";
import { categoryOf, groupBy } from "./grouping.ts";
import { TabPanel } from "./tab-panel.tsx";

const classes = faqAccordion();
const list = resourceList();

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
          <section key={group.key} aria-label={group.key} className={list.group}>
            <h3 className={list.groupHeading}>{group.key}</h3>
            <Accordion.Root collapsible className={classes.root}>
              {group.items.map((faq) => (
                <Accordion.Item key={faq._id} value={faq._id} className={classes.item}>
                  <h4>
                    <Accordion.ItemTrigger className={classes.itemTrigger}>
                      {faq.question}
                      <Accordion.ItemIndicator className={classes.itemIndicator} aria-hidden="true">
                        ▾
                      </Accordion.ItemIndicator>
                    </Accordion.ItemTrigger>
                  </h4>
                  <Accordion.ItemContent>
                    <SanitizedHtml html={faq.answer} className={classes.answer} />
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
