import type { ReactNode } from 'react';
import { Card, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

/** One of the profile's ways on to a section of its own: an icon, a title, a line saying what is there. */
export function SectionLink({
  icon,
  title,
  description,
  to,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
}) {
  const navigate = useNavigate();
  return (
    <Card className="page-section-card">
      <List>
        <List.Item prefix={icon} description={description} onClick={() => void navigate(to)}>
          {title}
        </List.Item>
      </List>
    </Card>
  );
}
