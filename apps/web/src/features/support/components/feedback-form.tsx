import { feedbackContactKind } from '@cashier/contracts';
import { Anchor, Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/form';
import { useAppSettings } from '@cashier/web-core/settings';
import { APP_VERSION, SUPPORT_LINKS } from './links';
import { feedbackMailto } from './mailto';

const TOPICS = ['problem', 'idea', 'question', 'praise'] as const;

/** No request carries it, so no contract: a topic and a message a mail app will take. */
const FeedbackSchema = z.object({ topic: z.enum(TOPICS), message: z.string().trim().min(1).max(4000) });

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Feedback goes where the restaurant says (setting `feedback_contact`): to an email address, as a
 * mail the person sends from their own mail app; or to the restaurant's own page. With neither
 * set, the page says whom to tell instead.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const contact = useAppSettings().values.feedback_contact?.trim() ?? '';
  const kind = feedbackContactKind(contact);
  if (kind === 'email') return <MailForm to={contact} />;
  if (kind === 'url')
    return (
      <Stack gap="md" maw={640}>
        <Text size="sm">{t('support.feedback.onPage')}</Text>
        <div>
          <Button
            component="a"
            href={contact}
            {...external}
            leftSection={<IconExternalLink size={18} />}
            size="md"
          >
            {t('support.feedback.openPage')}
          </Button>
        </div>
      </Stack>
    );
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm" data-testid="feedback-nobody">
        {t('support.feedback.nobody')}
      </Text>
      <div>
        <Anchor href={SUPPORT_LINKS.issues} {...external} size="sm">
          {t('support.issues.link')}
        </Anchor>
      </div>
    </Stack>
  );
}

/** A topic and a message, opened in the person's mail app addressed to `to`. */
function MailForm({ to }: { to: string }) {
  const { t } = useTranslation();
  const { restaurantName } = useAppSettings();
  const form = useSchemaForm({
    schema: FeedbackSchema,
    initialValues: { topic: 'idea', message: '' },
    messages: { message: { required: t('support.feedback.messageRequired') } },
  });
  const { topic, message } = form.values;

  const subject = t('support.feedback.subject', { topic: t(`support.feedback.topics.${topic}`) });
  const body = `${message.trim()}\n\n--\n${t('support.feedback.signature', { version: APP_VERSION, name: restaurantName })}`;
  const href = feedbackMailto(to, subject, body);

  // The link opens the mail app only once there is something to send.
  const open = (event: MouseEvent) => {
    if (form.validate().hasErrors) event.preventDefault();
  };

  return (
    <Stack gap="md" maw={640}>
      <Text size="sm" c="dimmed">
        {t('support.feedback.howItWorks', { to })}
      </Text>
      <Select
        label={t('support.feedback.topic')}
        data={TOPICS.map((value) => ({ value, label: t(`support.feedback.topics.${value}`) }))}
        allowDeselect={false}
        maw={{ base: '100%', xs: 320 }}
        {...form.getInputProps('topic')}
      />
      <Textarea
        label={t('support.feedback.message')}
        placeholder={t('support.feedback.placeholder')}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={4000}
        required
        {...form.getInputProps('message')}
      />
      <div>
        <Button component="a" href={href} onClick={open} leftSection={<IconMail size={18} />} size="md">
          {t('support.feedback.send')}
        </Button>
      </div>
    </Stack>
  );
}
