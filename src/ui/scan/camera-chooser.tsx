import { Portal } from "@ark-ui/react/portal";
import { createListCollection, Select } from "@ark-ui/react/select";
import { useMemo } from "react";
import { cameraView } from "styled-system/recipes";
import type { CameraDevice } from "../../machines/scan/camera-types.ts";

const classes = cameraView();

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
      <Select.Label className={classes.chooserLabel}>Camera</Select.Label>
      <Select.Control>
        <Select.Trigger className={classes.chooserTrigger}>
          <Select.ValueText placeholder="Choose a camera" />
          <Select.Indicator aria-hidden>▾</Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content className={classes.chooserContent}>
            {collection.items.map((option) => (
              <Select.Item key={option.value} item={option} className={classes.chooserItem}>
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
