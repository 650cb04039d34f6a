import { useSelector } from "@xstate/react";
import type { MouseEvent } from "react";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { button, consoleShell } from "styled-system/recipes";
import { faqsOf, resourcesOf, type ContentScreenMachine, type ContentTab } from "../../../machines/organiser/content/content-screen.machine.ts";
import { Tabs } from "../../components/tabs.tsx";
import { useRead } from "../../components/use-remote-data.ts";
import { PageHeader } from "../../screen/page-header.tsx";
import { FaqsTab } from "./faqs-tab.tsx";
import { ResourcesTab } from "./resources-tab.tsx";

const classes = consoleShell();

type ContentScreenRef = ActorRefFrom<ContentScreenMachine>;

/** Content: the event's resources, the organiser's FAQs, and the way to the referral forms. */
export default function ContentScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as ContentScreenRef;
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const { resources, resourceDialog, faqs, faqDialog } = useSelector(actor, (snapshot) => snapshot.children) as Required<
    ReturnType<ContentScreenRef["getSnapshot"]>["children"]
  >;
  const resourcesRead = useRead(resources, resourcesOf);
  const faqsRead = useRead(faqs, faqsOf);
  const openPassForms = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    actor.send({ type: "passForms.open" });
  };
  return (
    <>
      <PageHeader title="Content" description="What exhibitors find on their Resources & FAQ screen, and the referral forms of each pass category." />
      <Tabs
        label="Content sections"
        value={tab}
        onValueChange={(value) => actor.send({ type: "tab.select", tab: value as ContentTab })}
        items={[
          { value: "resources", label: "Resources", content: <ResourcesTab read={resourcesRead} dialog={resourceDialog} /> },
          { value: "faqs", label: "FAQs", content: <FaqsTab screen={actor} read={faqsRead} dialog={faqDialog} /> },
          {
            value: "passForms",
            label: "Pass forms",
            content: (
              <div className={classes.message}>
                <p>Each pass category's referral form (the questions guests answer when an exhibitor registers them) is built on the Pass forms screen.</p>
                <a className={button({ variant: "outline" })} href="/organiser/pass-forms" onClick={openPassForms}>
                  Open Pass forms
                </a>
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
