import { defineSlotRecipe } from "@pandacss/dev";
import { checkboxGroup } from "../components/recipe-parts.ts";

/** A group of checkboxes with its legend, required mark and message: the events an endpoint is sent. */
export const eventChoicesRecipe = defineSlotRecipe({
  className: "event-choices",
  description: "Labelled like a field; the boxes two to a row from sm up.",
  slots: ["root", "legend", "requiredIndicator", "choices", "choice", "box", "errorText"],
  base: {
    root: checkboxGroup.group,
    legend: checkboxGroup.legend,
    requiredIndicator: { color: "danger.text", ml: "0.5" },
    choices: checkboxGroup.choices,
    choice: checkboxGroup.choice,
    box: checkboxGroup.box,
    errorText: { fontSize: "sm", color: "danger.text" },
  },
});
