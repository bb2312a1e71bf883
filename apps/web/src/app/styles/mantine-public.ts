/**
 * Mantine's styles for the first screens (the shell, home, about, privacy, login), component by
 * component, in Mantine's `mantine` CSS layer: 80 KB (12 KB gzipped) instead of the whole
 * stylesheet's 223 KB (32 KB), which every cold load on a 3G phone downloaded, and parsed before
 * any module script ran (docs/decisions/0202). Every other screen loads the whole stylesheet
 * (`mantine-all.ts`) with its chunk. The layer keeps the cascade independent of the order in which
 * the sheets arrive: the app's own (unlayered) styles always come after Mantine's.
 *
 * A component used on these screens needs its file here, and its parts' (Mantine's "CSS files
 * list"). **In the order of Mantine's own stylesheet**: within the layer a later rule of the same
 * weight wins, and Text's colour must come before Anchor's (links were black in another order).
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/FloatingIndicator.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Title.layer.css";
