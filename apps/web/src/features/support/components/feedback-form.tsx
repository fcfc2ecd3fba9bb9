import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@/lib/settings';
import { APP_VERSION, SUPPORT_LINKS } from './links';
import { feedbackMailto } from './mailto';

const TOPICS = ['problem', 'idea', 'question', 'praise'] as const;
type Topic = (typeof TOPICS)[number];

/**
 * Feedback goes out as an email the person sends from their own mail app: Cashier has no
 * feedback inbox of its own, and the page says so.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const { restaurantName } = useAppSettings();
  const [topic, setTopic] = useState<Topic>('idea');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);

  const subject = t('support.feedback.subject', { topic: t(`support.feedback.topics.${topic}`) });
  const body = `${message.trim()}\n\n--\n${t('support.feedback.signature', { version: APP_VERSION, name: restaurantName })}`;
  const href = feedbackMailto(SUPPORT_LINKS.feedbackEmail, subject, body);

  const open = (event: MouseEvent) => {
    if (message.trim()) return;
    event.preventDefault();
    setMissing(true);
  };

  return (
    <Stack gap="md" maw={640}>
      <Text size="sm" c="dimmed">
        {t('support.feedback.howItWorks')}
      </Text>
      <Select
        label={t('support.feedback.topic')}
        data={TOPICS.map((value) => ({ value, label: t(`support.feedback.topics.${value}`) }))}
        value={topic}
        onChange={(value) => value && setTopic(value as Topic)}
        allowDeselect={false}
        maw={{ base: '100%', xs: 320 }}
      />
      <Textarea
        label={t('support.feedback.message')}
        placeholder={t('support.feedback.placeholder')}
        value={message}
        onChange={(e) => {
          setMessage(e.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? t('support.feedback.messageRequired') : undefined}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={4000}
        required
      />
      <div>
        <Button component="a" href={href} onClick={open} leftSection={<IconMail size={18} />} size="md">
          {t('support.feedback.send')}
        </Button>
      </div>
    </Stack>
  );
}
