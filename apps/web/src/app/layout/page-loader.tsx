import { Center, Loader } from "@mantine/core";
import { messages } from "@app/contracts";

/** Shown while a lazily loaded page arrives or the session is restored. */
export function PageLoader() {
  return (
    <Center mih={200} role="status" aria-live="polite">
      <Loader size="md" aria-label={messages.common.loading} />
    </Center>
  );
}
