import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A 40 px picture for table rows, with a neutral icon when there is none. */
export function Thumbnail({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Avatar src={src} alt={alt} radius="md" size={40} color="gray">
      <IconPhoto size={20} />
    </Avatar>
  );
}
