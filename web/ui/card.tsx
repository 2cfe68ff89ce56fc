import type { HTMLAttributes, ReactNode } from "react";

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  title?: ReactNode;
  /** Right side of the header (buttons, badges, links). */
  actions?: ReactNode;
  footer?: ReactNode;
}

/** A surface with an optional header (title + actions) and footer: `<Card title="Your Stats" actions={<Button size="sm">…</Button>}>…</Card>`. */
export function Card({ title, actions, footer, className, children, ...rest }: CardProps) {
  return (
    <section className={className ? `card ${className}` : "card"} {...rest}>
      {(title || actions) && (
        <header className="card-header">
          {title && <h2 className="card-title">{title}</h2>}
          {actions && <div className="row">{actions}</div>}
        </header>
      )}
      <div className="card-body">{children}</div>
      {footer && <footer className="card-footer">{footer}</footer>}
    </section>
  );
}
