import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { ChunkErrorBoundary } from "../components/chunk-error-boundary.tsx";

/**
 * Around lazily loaded screens: a screen whose code could not be downloaded (server or network
 * gone) shows the error with a Retry in its place, instead of a blank page or an endless spinner.
 * Moving to another address clears it. Any other error is not this boundary's to hide and goes on
 * up. `wholeWindow`: outside the shell (the signed-out screens, a route table), the error takes the
 * window's middle.
 */
export function ScreenLoadBoundary({ children, onRetry, wholeWindow = false }: { readonly children: ReactNode; readonly onRetry?: () => void; readonly wholeWindow?: boolean }) {
  const [location] = useLocation();
  return (
    <ChunkErrorBoundary resetKey={location} onRetry={onRetry} wholeWindow={wholeWindow}>
      {children}
    </ChunkErrorBoundary>
  );
}
