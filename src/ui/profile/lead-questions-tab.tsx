import { useSelector } from "@xstate/react";
import { leadQuestions } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { previewFields } from "../../machines/profile/lead-question-drafts.ts";
import { LEAD_QUESTIONS_TEXTS, shownCheck, type leadQuestionsMachine } from "../../machines/profile/lead-questions.machine.ts";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { LeadQuestionCard } from "./lead-question-card.tsx";
import { LeadQuestionsPreview } from "./lead-questions-preview.tsx";

export type LeadQuestionsRef = ActorRefFrom<typeof leadQuestionsMachine>;

const classes = leadQuestions();

/** Issue 13 "Lead questions": the company's qualification questions, their editor and a live preview. */
export function LeadQuestionsTab({ editor }: { readonly editor: LeadQuestionsRef }) {
  const loading = useSelector(editor, (snapshot) => snapshot.hasTag("loading"));
  const loadFailed = useSelector(editor, (snapshot) => snapshot.matches("loadFailed"));
  const context = useSelector(editor, (snapshot) => snapshot.context);
  const busy = useSelector(editor, (snapshot) => snapshot.hasTag("busy"));
  const canAdd = useSelector(editor, (snapshot) => snapshot.can({ type: "question.add" }));

  if (loading) return <PageLoading label="Loading lead questions..." />;
  if (loadFailed) return <LoadError message={context.error ?? ""} onRetry={() => editor.send({ type: "questions.retry" })} />;

  const check = shownCheck(context);
  const disabled = busy || !context.mayEdit;
  const add = canAdd ? (
    <Button variant="outline" disabled={busy} onClick={() => editor.send({ type: "question.add" })}>
      {LEAD_QUESTIONS_TEXTS.add}
    </Button>
  ) : null;

  return (
    <div className={classes.layout}>
      <div className={classes.column}>
        <p className={classes.intro}>Questions your booth team answers for each lead they capture. {context.mayEdit ? "" : LEAD_QUESTIONS_TEXTS.readOnly}</p>
        {context.questions.length === 0 ? (
          <div className={classes.empty}>
            <p className={classes.emptyTitle}>{LEAD_QUESTIONS_TEXTS.empty}</p>
            {add}
          </div>
        ) : (
          <>
            <ol className={classes.list} aria-label="Lead questions">
              {context.questions.map((question, index) => (
                <LeadQuestionCard
                  key={question.key}
                  question={question}
                  position={index}
                  count={context.questions.length}
                  errors={check.byKey[question.key]}
                  disabled={disabled}
                  onChange={(patch) =>
                    editor.send({
                      type: "question.change",
                      key: question.key,
                      patch,
                    })
                  }
                  onMove={(by) =>
                    editor.send({
                      type: "question.move",
                      key: question.key,
                      by,
                    })
                  }
                  onRemove={() => editor.send({ type: "question.remove", key: question.key })}
                />
              ))}
            </ol>
            <div>{add}</div>
          </>
        )}
        {context.notice !== null ? (
          <p role="status" className={classes.message}>
            {context.notice}
          </p>
        ) : null}
        {check.list !== null ? (
          <p role="alert" className={classes.message}>
            {check.list}
          </p>
        ) : null}
      </div>
      {context.questions.length > 0 ? (
        <LeadQuestionsPreview
          fields={previewFields(context.questions)}
          values={context.preview}
          onChange={(name, value) => editor.send({ type: "preview.change", name, value })}
        />
      ) : null}
    </div>
  );
}
