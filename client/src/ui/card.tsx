import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './card.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={cx('card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cx('card-header', className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cx('card-title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('card-description', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cx('card-content', className)} {...props} />;
}
