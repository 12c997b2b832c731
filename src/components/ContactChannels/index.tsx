/**
 * The ways to reach MiniAI on /contact, all from config/site.ts: Zalo OA chat, phone, email and
 * Facebook. The phone is left out while MINIAI_CONTACT_PHONE is unset; no note names opening hours,
 * since the company has published none.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { telHref } from '@site/src/lib/contactDetails';
import styles from './styles.module.css';

export default function ContactChannels(): ReactNode {
  const { contact, social } = useSiteSettings();
  const channels = [
    {
      id: 'zalo',
      label: translate({ id: 'contact.channel.zalo', message: 'Chat qua Zalo OA' }),
      note: translate({
        id: 'contact.channel.zalo.note',
        message: 'Nhắn tin thẳng cho đội ngũ MiniAI',
      }),
      href: social.chatUrl,
      text: social.chatUrl.replace(/^https?:\/\//, ''),
    },
    contact.phone !== undefined && {
      id: 'phone',
      label: translate({ id: 'contact.channel.phone', message: 'Điện thoại' }),
      note: translate({
        id: 'contact.channel.phone.note',
        message: 'Gọi cho bộ phận kinh doanh',
      }),
      href: telHref(contact.phone),
      text: contact.phone,
    },
    {
      id: 'email',
      label: translate({ id: 'contact.channel.email', message: 'Email' }),
      note: translate({
        id: 'contact.channel.email.note',
        message: 'Cho yêu cầu dài, kèm tài liệu',
      }),
      href: `mailto:${contact.email}`,
      text: contact.email,
    },
    {
      id: 'facebook',
      label: translate({ id: 'contact.channel.facebook', message: 'Fanpage Facebook' }),
      note: translate({
        id: 'contact.channel.facebook.note',
        message: 'Tin mới và nhắn tin',
      }),
      href: social.facebookUrl,
      text: social.facebookUrl.replace(/^https?:\/\/(www\.)?/, ''),
    },
  ].filter((channel) => channel !== false);
  return (
    <ul className={styles.channels}>
      {channels.map((channel) => (
        <li key={channel.id} className={styles.channel}>
          <span className={styles.label}>{channel.label}</span>
          <Link href={channel.href} data-channel={channel.id}>
            {channel.text}
          </Link>
          <span className={styles.note}>{channel.note}</span>
        </li>
      ))}
    </ul>
  );
}
