import { messages } from "@app/contracts";
import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useState, type KeyboardEvent } from "react";

/**
 * A password input whose show/hide toggle is a real, labelled, keyboard-reachable button
 * (Mantine's default toggle is hidden from assistive technology and skipped by Tab).
 */
export function PasswordField(props: Omit<PasswordInputProps, "visible" | "onVisibilityChange">) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        "aria-label": visible ? messages.common.hidePassword : messages.common.showPassword,
        tabIndex: 0,
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === "Enter") {
            event.preventDefault();
            setVisible((v) => !v);
          }
        },
      }}
    />
  );
}
