import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlame, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrder } from '@/api/order';
import { isApiError } from '@cashier/web-core/api-client';
import { useLocale } from '@/lib/i18n';
import { errorMessage } from '@/lib/notify';
import { useFireCourse } from '../api';
import {
  courseGroups,
  showsCourses,
  type Cart,
  type CartAction,
  type CartLine,
  type CourseGroup,
} from '@cashier/sale';
import { courseName } from './course-menu';
import classes from './pos.module.css';

/**
 * The lines, under a bar per course at a table once any line has a course, or wherever a course is
 * held (a plain list otherwise).
 */
export function CourseLines({
  cart,
  dispatch,
  renderLine,
}: {
  cart: Cart;
  dispatch: Dispatch<CartAction>;
  renderLine: (line: CartLine) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!showsCourses(cart.mode, cart.lines)) return cart.lines.map(renderLine);
  return courseGroups(cart.lines).map((group) => {
    const name = courseName(t, group.course, locale);
    return (
      <div key={group.course ?? 0} role="group" aria-label={name} data-course={group.course ?? 'none'}>
        <CourseBar group={group} name={name} cart={cart} dispatch={dispatch} />
        <div role="list" aria-label={name}>
          {group.lines.map(renderLine)}
        </div>
      </div>
    );
  });
}

/**
 * A course's bar: its name, and what the waiter can do with it. Before it is sent, hold it at the
 * till or let it go with the order; once its held lines are saved, fire it to the kitchen.
 */
function CourseBar({
  group,
  name,
  cart,
  dispatch,
}: {
  group: CourseGroup<CartLine>;
  name: string;
  cart: Cart;
  dispatch: Dispatch<CartAction>;
}) {
  const { t } = useTranslation();
  const held = group.waiting > 0 || group.holding;
  const { course } = group;
  // A course the server still holds takes every new line with it; only "Fire" lets it go.
  const canToggle = course !== null && group.unsent > 0 && group.waiting === 0;
  const canFire = course !== null && group.waiting > 0 && cart.order !== null && cart.order.type !== 'hold';
  return (
    <Group className={classes.courseBar} justify="space-between" wrap="nowrap" gap={6}>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={700} size="sm" truncate>
          {name}
        </Text>
        {held && (
          <Badge size="sm" radius="sm" color="gray" variant="outline">
            {t('pos.courses.held')}
          </Badge>
        )}
      </Group>
      {canToggle && (
        <Button
          size="compact-sm"
          mih={36}
          variant={group.holding ? 'light' : 'default'}
          color={group.holding ? 'orange' : undefined}
          aria-pressed={group.holding}
          aria-label={t(group.holding ? 'pos.courses.releaseAria' : 'pos.courses.holdAria', { course: name })}
          leftSection={group.holding ? <IconPlayerPlay size={14} /> : <IconPlayerPause size={14} />}
          onClick={() => dispatch({ type: 'holdCourse', course, held: !group.holding })}
        >
          {t(group.holding ? 'pos.courses.release' : 'pos.courses.hold')}
        </Button>
      )}
      {canFire && <FireButton course={course} name={name} cart={cart} dispatch={dispatch} />}
    </Group>
  );
}

/** Fires a held course (POST /v1/orders/fire); an order changed elsewhere is shown as it is now. */
function FireButton({
  course,
  name,
  cart,
  dispatch,
}: {
  course: number;
  name: string;
  cart: Cart;
  dispatch: Dispatch<CartAction>;
}) {
  const { t } = useTranslation();
  const fire = useFireCourse();
  const order = cart.order;
  if (!order) return null;
  const onError = (e: unknown) => {
    if (isApiError(e) && e.status === 409) {
      notifications.show({ color: 'orange', message: t('pos.staleReloaded') });
      void getOrder(order.id).then((fresh) => dispatch({ type: 'load', order: fresh }));
    } else notifications.show({ color: 'red', message: errorMessage(e) });
  };
  return (
    <Button
      size="compact-sm"
      mih={36}
      color="orange"
      leftSection={<IconFlame size={14} />}
      loading={fire.isPending}
      onClick={() =>
        fire.mutate(
          { id: order.id, version: order.version, course },
          {
            onSuccess: (orders) => {
              const fresh = orders.find((o) => o.id === order.id);
              if (fresh) dispatch({ type: 'kitchen', order: fresh, fired: true });
              notifications.show({ color: 'teal', message: t('pos.courses.fired', { course: name }) });
            },
            onError,
          },
        )
      }
    >
      {t('pos.courses.fire', { course: name })}
    </Button>
  );
}
