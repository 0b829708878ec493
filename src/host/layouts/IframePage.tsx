/** A menu link shown inside the layout (JeecgBoot's IframePageView). */
export function IframePage({ url, title }: { url: string; title?: string }) {
  return (
    <iframe
      src={url}
      title={title ?? url}
      style={{ width: '100%', height: 'calc(100vh - 160px)', border: 0, background: 'var(--color-bg-2)' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
