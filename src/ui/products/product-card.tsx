import { useId } from "react";
import { css } from "styled-system/css";
import { useFileUrl } from "../file-url.ts";
import type { Product } from "../../machines/products/product-form.ts";
import { isWebUrl } from "../../rules/field-rules.ts";
import { Button } from "../components/button.tsx";
import { Icon } from "../shell/icons.tsx";

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  h: "full",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "lg",
  padding: "4",
  minW: "0",
});
const head = css({ display: "flex", alignItems: "center", gap: "3", minW: "0" });
const logoBox = css({
  w: "14",
  h: "14",
  flexShrink: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg.muted",
  color: "fg.muted",
  overflow: "hidden",
});
const logoImage = css({ w: "full", h: "full", objectFit: "contain" });
const name = css({ fontSize: "md", fontWeight: "semibold", overflowWrap: "anywhere" });
const description = css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere", whiteSpace: "pre-line", flex: "1" });
const links = css({ display: "flex", flexWrap: "wrap", gap: "3", fontSize: "sm" });
const link = css({
  color: "accent.text",
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  _hover: { color: "accent.emphasized" },
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
});
const actions = css({ display: "flex", gap: "2", pt: "2", borderTopWidth: "1px", borderColor: "border" });

/** Opens in a new tab and gives the opened page no handle on the portal. */
function ExternalLink({ href, label, productName }: { readonly href: string; readonly label: string; readonly productName: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={link} aria-label={`${label}: ${productName}`}>
      {label}
    </a>
  );
}

export interface ProductCardProps {
  readonly product: Product;
  /** Null where the role may not: the button is not drawn. */
  readonly onEdit: ((product: Product) => void) | null;
  readonly onDelete: ((product: Product) => void) | null;
}

/**
 * One product of the catalog (SPEC §2): logo, name, description, its links and Edit/Delete. A link
 * shows only when the product has that address; the product link must be a web address (the server
 * refuses others too, this keeps an odd stored value out of an href).
 */
export function ProductCard({ product, onEdit, onDelete }: ProductCardProps) {
  const fileUrl = useFileUrl();
  const titleId = useId();
  const logo = fileUrl(product.productLogo);
  const image = fileUrl(product.productImage);
  const brochure = fileUrl(product.BrochureUrl);
  const productLink = product.productLink !== null && isWebUrl(product.productLink) ? product.productLink : "";
  return (
    <article aria-labelledby={titleId} className={card}>
      <div className={head}>
        <div className={logoBox}>
          {logo === "" ? <Icon name="package" /> : <img src={logo} alt={`${product.productName} logo`} className={logoImage} />}
        </div>
        <h3 id={titleId} className={name}>
          {product.productName}
        </h3>
      </div>
      {product.productDescription ? <p className={description}>{product.productDescription}</p> : <div className={description} />}
      {productLink !== "" || image !== "" || brochure !== "" ? (
        <div className={links}>
          {productLink === "" ? null : <ExternalLink href={productLink} label="View Product" productName={product.productName} />}
          {image === "" ? null : <ExternalLink href={image} label="Image" productName={product.productName} />}
          {brochure === "" ? null : <ExternalLink href={brochure} label="Brochure" productName={product.productName} />}
        </div>
      ) : null}
      {onEdit === null && onDelete === null ? null : (
        <div className={actions}>
          {onEdit === null ? null : (
            <Button variant="outline" size="sm" onClick={() => onEdit(product)} aria-label={`Edit ${product.productName}`}>
              Edit
            </Button>
          )}
          {onDelete === null ? null : (
            <Button variant="ghost" size="sm" onClick={() => onDelete(product)} aria-label={`Delete ${product.productName}`} className={css({ color: "danger.text" })}>
              Delete
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
