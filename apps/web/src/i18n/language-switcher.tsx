import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LANGUAGES, LANGUAGE_TAGS, messages, type Language } from "@app/contracts";
import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { NavMenu, NavMenuButton, NavMenuLabel } from "../app/layout/nav-menu";
import { CheckIcon, ChevronDownIcon } from "../components/icons";
import { currentLanguage } from "./current-language";
import { switchLanguage } from "./switch-language";

function useSwitch() {
  const [pending, setPending] = useState(false);
  const choose = (language: Language) => {
    if (language === currentLanguage() || pending) return;
    setPending(true);
    void switchLanguage(language);
  };
  return { pending, choose };
}

/** The navbar's language menu: a short mark on the button, each language named in itself. */
export function LanguageMenu() {
  const { pending, choose } = useSwitch();
  const current = currentLanguage();
  const t = messages.common.language;
  return (
    <NavMenu
      width={160}
      trigger={(props, ref) => (
        <Button
          {...props}
          ref={ref}
          variant="subtle"
          color="white"
          c="white"
          px={8}
          loading={pending}
          rightSection={<ChevronDownIcon />}
          // The name starts with the visible short mark (WCAG 2.5.3, "label in name"; axe ignores text in brackets).
          aria-label={`${LANGUAGE_SHORT_NAMES[current]}, ${t.label}: ${LANGUAGE_NAMES[current]}`}
        >
          {LANGUAGE_SHORT_NAMES[current]}
        </Button>
      )}
    >
      <NavMenuLabel>{t.label}</NavMenuLabel>
      {LANGUAGES.map((language) => (
        <NavMenuButton
          key={language}
          lang={LANGUAGE_TAGS[language]}
          onClick={() => choose(language)}
          aria-current={language === current ? "true" : undefined}
          rightSection={language === current ? <CheckIcon /> : null}
        >
          {LANGUAGE_NAMES[language]}
        </NavMenuButton>
      ))}
    </NavMenu>
  );
}

/** The same choice as three buttons, for the login page and the public home page where a first-time reader lands. */
export function LanguageButtons() {
  const { pending, choose } = useSwitch();
  const current = currentLanguage();
  return (
    <Group gap={6} role="group" aria-label={messages.common.language.label} wrap="wrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? "filled" : "default"}
          lang={LANGUAGE_TAGS[language]}
          aria-pressed={language === current}
          disabled={pending && language !== current}
          onClick={() => choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
