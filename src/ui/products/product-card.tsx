import { useId } from "react";
import { css } from "styled-system/css";
import { productCatalog } from "styled-system/recipes";
import { useFileUrl } from "../components/use-file-url.ts";
import type { Product } from "../../machines/products/product-form.ts";
import { isWebUrl } from "../../rules/field-rules.ts";
import { Button } from "../components/button.tsx";
import { Icon } from "../screen/icons.tsx";

const classes = productCatalog();

/** Opens in a new tab and gives the opened page no handle on the portal. */
function ExternalLink({ href, label, productName }: { readonly href: string; readonly label: string; readonly productName: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.link} aria-label={`${label}: ${productName}`}>
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
    <article aria-labelledby={titleId} className={classes.card}>
      <div className={classes.head}>
        <div className={classes.logo}>
          {logo === "" ? <Icon name="package" /> : <img src={logo} alt={`${product.productName} logo`} className={classes.logoImage} />}
        </div>
        <h3 id={titleId} className={classes.name}>
          {product.productName}
        </h3>
      </div>
      {product.productDescription ? <p className={classes.description}>{product.productDescription}</p> : <div className={classes.description} />}
      {productLink !== "" || image !== "" || brochure !== "" ? (
        <div className={classes.links}>
          {productLink === "" ? null : <ExternalLink href={productLink} label="View Product" productName={product.productName} />}
          {image === "" ? null : <ExternalLink href={image} label="Image" productName={product.productName} />}
          {brochure === "" ? null : <ExternalLink href={brochure} label="Brochure" productName={product.productName} />}
        </div>
      ) : null}
      {onEdit === null && onDelete === null ? null : (
        <div className={classes.actions}>
          {onEdit === null ? null : (
            <Button variant="outline" size="sm" onClick={() => onEdit(product)} aria-label={`Edit ${product.productName}`}>
              Edit
            </Button>
          )}
          {onDelete === null ? null : (
            // The ghost variant sets the text colour; a utility (not a recipe) is what overrides a recipe's.
            <Button variant="ghost" size="sm" onClick={() => onDelete(product)} aria-label={`Delete ${product.productName}`} className={css({ color: "danger.text" })}>
              Delete
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
