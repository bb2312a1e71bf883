/**
 * Every Mantine style, in the `mantine` layer (core before the other packages, as Mantine asks),
 * loaded with the chunk of every screen beyond the first ones (`lazyWithAllStyles`,
 * docs/decisions/0202). The rules `mantine-public.ts` loaded already come again, in the same layer:
 * harmless.
 */
import "@mantine/core/styles.layer.css";
import "@mantine/dates/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
