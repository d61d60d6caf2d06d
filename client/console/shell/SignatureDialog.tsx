import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';

/** One stroke point as drawn: canvas CSS pixels and the time (ms since the epoch), the evidence of how. */
export interface StrokePoint {
  x: number;
  y: number;
  time: number;
  pressure: number;
}

/** What a saved signature gives: the PNG shown and stored, and the strokes it was drawn with. */
export interface DrawnSignature {
  pngDataUrl: string;
  strokes: StrokePoint[][];
}

const REQUIRED = 'Обязательное поле';
/** Spec part 2, section 9: 300x110, 766 px wide on screens of at least 996 px where a page asks for it. */
const DEFAULT_SIZE = { width: 300, height: 110 };
const WIDE = { minScreen: 996, width: 766 };
const RESIZE_DEBOUNCE_MS = 150;

const useStyles = makeStyles({
  surface: { maxWidth: 'calc(100vw - 24px)', width: 'fit-content' },
  wide: { width: `${WIDE.width}px` },
  canvas: {
    display: 'block',
    maxWidth: '100%',
    touchAction: 'none',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** The canvas's CSS width: the wide variant on wide screens, never wider than the viewport allows. */
function cssWidth(wide: boolean, base: number): number {
  const room = Math.max(200, window.innerWidth - 72);
  const wanted = wide && window.innerWidth >= WIDE.minScreen ? WIDE.width - 48 : base;
  return Math.min(wanted, room);
}

/**
 * Scales the canvas to the device's pixel ratio (crisp on high-DPI screens) and redraws the strokes
 * kept: resizing or rotating a tablet while it is handed over never clears a drawn signature.
 */
function fitCanvas(pad: SignaturePad, canvas: HTMLCanvasElement, width: number, height: number) {
  const strokes = pad.toData();
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
  pad.clear();
  if (strokes.length > 0) pad.fromData(strokes);
}

function strokesOf(groups: PointGroup[]): StrokePoint[][] {
  return groups.map((g) =>
    g.points.map((p) => ({
      x: Math.round(p.x * 10) / 10,
      y: Math.round(p.y * 10) / 10,
      time: p.time,
      pressure: p.pressure,
    })),
  );
}

/**
 * The on-screen signature modal (spec part 2, sections 2 and 9) on signature_pad: 'Очистить' and
 * 'Сохранить'; saving an empty canvas shows 'Обязательное поле'. Mount it to open it.
 */
export function SignatureDialog(props: {
  title: string;
  /** The canvas's size in CSS pixels (default 300x110). */
  width?: number;
  height?: number;
  /** 766 px wide on screens of at least 996 px (the DKMO employee signature). */
  wide?: boolean;
  busy?: boolean;
  /** A failure of the caller's save, kept on screen. */
  error?: string | null;
  onSave: (signature: DrawnSignature) => void;
  onCancel: () => void;
  testId?: string;
}) {
  const { title, wide = false, busy = false, error, onSave, onCancel, testId = 'signature-dialog' } = props;
  const width = props.width ?? DEFAULT_SIZE.width;
  const height = props.height ?? DEFAULT_SIZE.height;
  const styles = useStyles();
  const pad = useRef<SignaturePad | null>(null);
  const canvasEl = useRef<HTMLCanvasElement | null>(null);
  const [empty, setEmpty] = useState(false);

  const canvasRef = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      pad.current?.off();
      pad.current = null;
      canvasEl.current = canvas;
      if (!canvas) return;
      const created = new SignaturePad(canvas, { minWidth: 0.7, maxWidth: 2.2, penColor: '#1a237e' });
      created.addEventListener('beginStroke', () => setEmpty(false));
      fitCanvas(created, canvas, cssWidth(wide, width), height);
      pad.current = created;
    },
    [wide, width, height],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const current = pad.current;
        const canvas = canvasEl.current;
        if (current && canvas) fitCanvas(current, canvas, cssWidth(wide, width), height);
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [wide, width, height]);

  const save = () => {
    const current = pad.current;
    if (!current || current.isEmpty()) {
      setEmpty(true);
      return;
    }
    onSave({ pngDataUrl: current.toDataURL('image/png'), strokes: strokesOf(current.toData()) });
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={`${styles.surface} ${wide ? styles.wide : ''}`} data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Field
              validationState={empty || error ? 'error' : 'none'}
              validationMessage={empty ? REQUIRED : (error ?? undefined)}
            >
              <canvas ref={canvasRef} className={styles.canvas} data-testid={`${testId}-canvas`} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="secondary"
              disabled={busy}
              onClick={() => {
                pad.current?.clear();
                setEmpty(false);
              }}
              data-testid={`${testId}-clear`}
            >
              Очистить
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={save}
              data-testid={`${testId}-save`}
            >
              Сохранить
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
