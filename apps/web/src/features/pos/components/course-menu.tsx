import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconToolsKitchen2 } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { NAMED_COURSES } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import type { CartAction, CartLine } from '@cashier/sale';

/** A course's name: Starters, Mains, Desserts, Course 4…; "No course" for null (drinks, sides). */
export function courseName(t: TFunction, course: number | null, locale: Locale): string {
  if (course === null) return t('pos.courses.none');
  const named = NAMED_COURSES[course as keyof typeof NAMED_COURSES] as
    (typeof NAMED_COURSES)[keyof typeof NAMED_COURSES] | undefined;
  return named
    ? t(`pos.courses.${named}`)
    : t('pos.courses.numbered', { number: formatNumber(course, locale) });
}

/** A line's course: a small button with its number that opens the courses to move it to. */
export function CourseMenu({
  line,
  name,
  choices,
  locale,
  dispatch,
}: {
  line: CartLine;
  /** The line's name in the screen's language. */
  name: string;
  /** How many numbered courses to offer. */
  choices: number;
  locale: Locale;
  dispatch: Dispatch<CartAction>;
}) {
  const { t } = useTranslation();
  const label = (course: number | null) => courseName(t, course, locale);
  // A saved held line waits for its course's "Fire": it cannot leave the courses for "No course".
  const waiting = line.lineId !== null && line.held;
  const courses = [...(waiting ? [] : [null]), ...Array.from({ length: choices }, (_, i) => i + 1)];
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-xs"
          mih={28}
          px={6}
          variant="light"
          color="gray"
          leftSection={<IconToolsKitchen2 size={14} />}
          rightSection={<IconChevronDown size={12} />}
          aria-label={`${t('pos.courses.change', { name })}: ${label(line.course)}`}
          onClick={(e) => e.stopPropagation()}
        >
          {label(line.course)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Label>{t('pos.courses.change', { name })}</Menu.Label>
        {courses.map((course) => (
          <Menu.Item
            key={course ?? 0}
            mih={40}
            rightSection={course === line.course ? <IconCheck size={14} /> : null}
            onClick={() => dispatch({ type: 'course', key: line.key, course })}
          >
            {label(course)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
