import { useId, useRef, useState } from 'react';
import { ImageOff, ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { isInlineImage, uploadIdOf } from '@/shared/schemas/branding';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { logoFileProblem, useUploadLogo } from '../api/use-upload-logo';

type LogoFieldProps = {
  value: string;
  /** the logo as saved: a fresh upload differs from it until Save */
  saved: string;
  error?: string;
  onChange: (value: string) => void;
  onError: (message: string) => void;
};

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The logo: an uploaded PNG or JPEG (kept by the app, drawn on PDFs and share pages), or the address of an image
 * elsewhere. An upload fills the field; Save makes it the practice's logo, Reset puts the saved one back.
 */
export function LogoField({ value, saved, error, onChange, onError }: LogoFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const [uploaded, setUploaded] = useState<{ url: string; name: string; size: number } | null>(null);
  const current = value.trim();
  const ownImage = Boolean(uploadIdOf(current) || isInlineImage(current));
  const webAddress = current && !ownImage ? current : '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      onError(problem);
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      setUploaded({ url: stored.url, name: file.name, size: stored.byteSize });
      onChange(stored.url);
    } catch (uploadError) {
      const message =
        uploadError instanceof Error && uploadError.message
          ? uploadError.message
          : 'The logo could not be uploaded. Please try again.';
      onError(message);
      toast({ variant: 'destructive', title: 'Upload failed', description: message });
    }
  };

  const fresh = uploaded && uploaded.url === current ? `${uploaded.name} · ${formatSize(uploaded.size)}` : null;
  const description = fresh
    ? current === saved.trim()
      ? fresh
      : `${fresh} · save to use it`
    : uploadIdOf(current)
      ? current === saved.trim()
        ? 'Your uploaded logo'
        : 'Uploaded logo · save to use it'
      : 'Embedded image';

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-sm leading-none font-medium text-body">Logo</legend>
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-background p-1.5">
          {ownImage ? (
            <img src={current} alt="Your logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageOff aria-hidden="true" className="size-6 text-disabled" />
          )}
        </span>
        <div className="grid min-w-0 flex-1 gap-2">
          <p className="text-sm break-words text-body">
            {ownImage ? description : webAddress ? 'Image on another website' : 'No logo yet'}
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
              data-testid="logo-file"
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending}
              aria-describedby={hintId}
            >
              {upload.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <ImageUp aria-hidden="true" />
              )}
              {upload.isPending ? 'Uploading...' : ownImage ? 'Replace image' : 'Upload image'}
            </Button>
            {current ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange('')}
                className="text-subtle hover:text-danger-700"
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-address`} className="text-xs font-normal text-muted-foreground">
          Or the web address of an image
        </Label>
        <Input
          id={`${id}-address`}
          type="url"
          inputMode="url"
          value={webAddress}
          onChange={(event) => onChange(event.target.value)}
          placeholder="https://yourpractice.com/logo.png"
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-[0.8rem] font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-[0.8rem] text-muted-foreground">
        {webAddress
          ? 'Images on other websites are not printed on PDFs or shown on shared plans. Upload the file to use it everywhere.'
          : 'PNG or JPEG, at most 512 KB. A square logo on a plain background prints best.'}
      </p>
    </fieldset>
  );
}
