import { Portal } from "@ark-ui/react/portal";
import { createListCollection, Select } from "@ark-ui/react/select";
import { useMemo } from "react";
import { css } from "styled-system/css";
import type { CameraDevice } from "../../machines/scan/camera-types.ts";

const trigger = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2",
  minW: "48",
  px: "3",
  py: "2",
  borderWidth: "1px",
  borderColor: "border.input",
  borderRadius: "md",
  bg: "bg.surface",
  fontSize: "sm",
});
const content = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border", borderRadius: "md", boxShadow: "md", py: "1", zIndex: "dropdown" });
const item = css({ px: "3", py: "2", fontSize: "sm", cursor: "pointer", _highlighted: { bg: "bg.muted" }, _checked: { fontWeight: "semibold" } });
const label = css({ fontSize: "sm", fontWeight: "medium", display: "block", mb: "1" });

/** Picks among the device's cameras (front, back, external); shown when there is more than one. */
export function CameraChooser(props: {
  readonly devices: ReadonlyArray<CameraDevice>;
  readonly deviceId: string | null;
  readonly disabled: boolean;
  readonly onChoose: (deviceId: string) => void;
}) {
  const { devices, deviceId, disabled, onChoose } = props;
  const collection = useMemo(
    () => createListCollection({ items: devices.map((device) => ({ value: device.deviceId, label: device.label })) }),
    [devices],
  );
  return (
    <Select.Root
      collection={collection}
      value={deviceId === null ? [] : [deviceId]}
      disabled={disabled}
      onValueChange={(details) => {
        const chosen = details.value[0];
        if (chosen !== undefined) onChoose(chosen);
      }}
    >
      <Select.Label className={label}>Camera</Select.Label>
      <Select.Control>
        <Select.Trigger className={trigger}>
          <Select.ValueText placeholder="Choose a camera" />
          <Select.Indicator aria-hidden>▾</Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content className={content}>
            {collection.items.map((option) => (
              <Select.Item key={option.value} item={option} className={item}>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  );
}
