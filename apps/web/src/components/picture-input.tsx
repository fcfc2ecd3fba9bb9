import { Button, Center, Group, Image, Input, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { UPLOAD_TYPES } from '@cashier/contracts';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cashier/web-core/api-client';
import { errorMessage } from '@/lib/notify';
import { checkPicture, uploadPicture } from '@/lib/uploads';

interface PictureInputProps {
  label: string;
  /** The stored picture URL, or null. */
  value?: string | null;
  onChange: (url: string | null) => void;
  /** Why the form refused the picture. */
  error?: ReactNode;
}

/** Picks a picture, uploads it at once (POST /v1/uploads) and previews it. */
export function PictureInput({ label, value = null, onChange, error }: PictureInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const check = checkPicture(file);
    if (check) return setProblem(t(check === 'tooLarge' ? 'upload.tooLarge' : 'upload.wrongType'));
    setProblem(null);
    setBusy(true);
    try {
      onChange(await uploadPicture(file));
    } catch (err) {
      const known = isApiError(err) && (err.status === 413 || err.status === 415);
      setProblem(known ? t(err.status === 413 ? 'upload.tooLarge' : 'upload.wrongType') : errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Input.Wrapper
      label={label}
      description={t('upload.hint')}
      error={problem ?? error}
      labelProps={{ htmlFor: id }}
    >
      <Group gap="md" mt={6} align="center">
        <Paper withBorder radius="md" w={96} h={96} style={{ overflow: 'hidden' }}>
          {value ? (
            <Image src={value} alt={t('upload.preview')} w={96} h={96} fit="cover" />
          ) : (
            <Center h="100%" c="dimmed" aria-hidden>
              <IconPhoto size={32} />
            </Center>
          )}
        </Paper>
        <Stack gap="xs">
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={busy}
            onClick={() => input.current?.click()}
          >
            {value ? t('upload.replace') : t('upload.choose')}
          </Button>
          {value && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange(null)}
              disabled={busy}
            >
              {t('upload.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      <VisuallyHidden>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          tabIndex={-1}
          onChange={(e) => void onPick(e)}
        />
      </VisuallyHidden>
    </Input.Wrapper>
  );
}
