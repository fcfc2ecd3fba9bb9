import {
  IconArmchair,
  IconCircleCheck,
  IconCircleX,
  IconReceipt,
  IconShoppingBag,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/lib/i18n';
import type { Notice } from './notices';

export interface NoticeText {
  text: string;
  /** Where clicking it leads (English form; localised when rendered). */
  to: string;
  icon: Icon;
  color: string;
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * What a notification says and where it leads. `number` formats numbers for the active locale.
 * @example describeNotice({ topic: 'order.created', data: { id: 7, ticketNumber: 12, type: 'online' }, ... }, t, n)
 *   // { text: 'New online order #12', to: '/admin/sales/order/7', ... }
 */
export function describeNotice(notice: Notice, t: TFunction, number: (n: number) => string): NoticeText {
  const { data } = notice;
  const id = num(data.id);
  const order = `/admin/sales/order/${id}`;
  switch (notice.topic) {
    case 'order.created': {
      const online = data.type === 'online';
      // An order from a guest or a device has no ticket number (0) until staff accept it.
      const waiting = num(data.ticketNumber) === 0;
      return {
        text: waiting
          ? t('notices.orderWaiting')
          : t(online ? 'notices.onlineOrder' : 'notices.newOrder', {
              number: number(num(data.ticketNumber)),
            }),
        to: order,
        icon: online ? IconShoppingBag : IconReceipt,
        color: 'teal',
      };
    }
    case 'order.status': {
      if (data.status === 'completed') {
        return {
          text: t('notices.orderCompleted', { number: number(id) }),
          to: order,
          icon: IconCircleCheck,
          color: 'green',
        };
      }
      if (data.status === 'canceled') {
        return {
          text: t('notices.orderCanceled', { number: number(id) }),
          to: order,
          icon: IconCircleX,
          color: 'red',
        };
      }
      const status = t(`palette.status.${String(data.status)}` as TranslationKey, {
        defaultValue: String(data.status),
      });
      return {
        text: t('notices.orderMoved', { number: number(id), status }),
        to: order,
        icon: IconReceipt,
        color: 'blue',
      };
    }
    case 'table.status': {
      const status = t(`notices.tableStatus.${String(data.status)}` as TranslationKey, {
        defaultValue: String(data.status),
      });
      return {
        text: t('notices.tableChanged', { number: number(id), status }),
        to: '/admin/tables',
        icon: IconArmchair,
        color: 'grape',
      };
    }
    default:
      return {
        text: t('notices.newCustomer'),
        to: `/admin/customers/edit/${id}`,
        icon: IconUserPlus,
        color: 'orange',
      };
  }
}
