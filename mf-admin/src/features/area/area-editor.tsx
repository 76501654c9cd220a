// An organisation's area (issue 13), a section of the organisation's edit page: chosen from the
// platform's regions (a searchable list of checkboxes) or drawn as an outline — on a map that
// loads as a chunk of its own, and, for the keyboard and screen readers, in a list of corners
// with coordinates, or imported from a GeoJSON file. The outline is checked as the server checks
// it before it is sent; the server's answer to a bad one points at the same corner.
import { lazy, Suspense, useId, useInsertionEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Area, AreaInput, Platform } from '@moveable/contract';
import { addPageCss, ApiError, Button, Spinner, SubmitButton, useSubmitState } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import areaCss from './area.css?inline';
import { CornerList } from './corner-list.tsx';
import {
  closedRing,
  cornersOfRing,
  importOutline,
  newCorner,
  outlineProblem,
  problemFromServer,
  type Corner,
  type OutlineProblem,
} from './corners.ts';
import { RegionPicker } from './region-picker.tsx';
import { useArea, useSaveArea } from './use-area.ts';

const DrawingMap = lazy(() => import('./drawing-map.tsx'));

type Mode = 'regions' | 'polygon';

export interface AreaEditorProps {
  platform: Platform;
  /** The organisation's slug. */
  slug: string;
}

export function AreaEditor({ platform, slug }: AreaEditorProps) {
  const { t } = useAdminTranslation();
  const area = useArea(platform, slug);
  useInsertionEffect(() => addPageCss([areaCss]), []);
  const headingId = useId();
  return (
    <section className="ma-area" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('area.title')}</h2>
      {area.isPending ? (
        <Spinner label={t('area.loading')} />
      ) : area.isError ? (
        <p role="alert">{t('area.loadError')}</p>
      ) : (
        <AreaForm platform={platform} slug={slug} area={area.data} />
      )}
    </section>
  );
}

function AreaForm({ platform, slug, area }: { platform: Platform; slug: string; area: Area }) {
  const { t } = useAdminTranslation();
  const save = useSaveArea(platform, slug);
  const submitting = useSubmitState();
  const [mode, setMode] = useState<Mode>(area.mode === 'polygon' ? 'polygon' : 'regions');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(area.regions.map((r) => r.id)));
  const [corners, setCorners] = useState<Corner[]>(() => (area.polygon?.coordinates[0]?.[0] ? cornersOfRing(area.polygon.coordinates[0][0]) : []));
  const [problem, setProblem] = useState<OutlineProblem | null>(null);
  const [regionsError, setRegionsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const cornerInputs = useRef(new Map<number, HTMLInputElement | null>());
  const alertRef = useRef<HTMLParagraphElement | null>(null);
  const ids = { mode: useId(), problem: useId(), file: useId(), fileHint: useId() };

  // After a refused save, focus goes to the corner it concerns, else to the message.
  useLayoutEffect(() => {
    if (attempt === 0) return;
    const input = problem?.corner != null ? cornerInputs.current.get(problem.corner) : null;
    (input ?? alertRef.current)?.focus();
    // Once per refused save: the problem is read, not watched (typing a fix must not move focus).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
  }, [attempt]);

  const changeCorners = (next: Corner[]) => {
    setCorners(next);
    setProblem(null);
    setNotice(null);
  };

  async function importFile(file: File) {
    const result = importOutline(await file.text());
    if ('error' in result) {
      setFormError(`area.importErrors.${result.error}`);
      setAttempt((n) => n + 1);
      return;
    }
    changeCorners(result.corners);
    setFormError(null);
    setNotice(t('area.outline.imported', { count: result.corners.length }));
  }

  function refuse(next: { problem?: OutlineProblem | null; regions?: string | null; form?: string | null }) {
    setProblem(next.problem ?? null);
    setRegionsError(next.regions ?? null);
    setFormError(next.form ?? null);
    setAttempt((n) => n + 1);
  }

  async function submit() {
    setNotice(null);
    let body: AreaInput;
    if (mode === 'polygon') {
      const found = outlineProblem(corners);
      if (found) {
        refuse({ problem: found });
        throw new Error('invalid outline');
      }
      body = { polygon: { type: 'Polygon', coordinates: [closedRing(corners)] } };
    } else {
      body = { regionIds: [...chosen] };
    }
    try {
      await save.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400 && error.field) {
        const fromServer = problemFromServer(error.field, error.code, corners.length);
        if (fromServer) refuse({ problem: fromServer });
        else if (error.field.startsWith('regionIds')) refuse({ regions: 'area.errors.unknown_region' });
        else refuse({ form: 'shared:error.generic' });
      } else if (error instanceof ApiError && error.statusCode === 403) refuse({ form: 'area.errors.forbidden' });
      else if (error instanceof ApiError && error.statusCode === 404) refuse({ form: 'area.errors.not_found' });
      else refuse({ form: error instanceof TypeError ? 'shared:error.network' : 'shared:error.server' });
      throw error;
    }
    setProblem(null);
    setRegionsError(null);
    setFormError(null);
    setNotice(t('area.saved'));
  }

  const problemText = problem
    ? problem.corner === null
      ? t(`area.problems.${problem.code}`)
      : t('area.problemAt', { number: problem.corner + 1, problem: t(`area.problems.${problem.code}`) })
    : null;

  return (
    <form
      noValidate
      className="ms-form ma-area"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submitting.run(submit);
      }}
    >
      <p>
        {area.mode === 'none'
          ? t('area.summary.none')
          : area.mode === 'regions'
            ? t('area.summary.regions', { count: area.regions.length, spots: area.spotCount })
            : t('area.summary.polygon', { spots: area.spotCount })}
      </p>
      <fieldset>
        <legend>{t('area.mode.legend')}</legend>
        {(['regions', 'polygon'] as const).map((option) => (
          <label key={option} className="ma-check">
            <input type="radio" name={ids.mode} value={option} checked={mode === option} onChange={() => setMode(option)} />
            {t(`area.mode.${option}`)}
          </label>
        ))}
      </fieldset>

      {mode === 'regions' ? (
        <RegionPicker
          platform={platform}
          country={area.country}
          chosen={chosen}
          error={regionsError}
          onToggle={(id, on) => {
            setRegionsError(null);
            setChosen((current) => {
              const next = new Set(current);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            });
          }}
        />
      ) : (
        <div className="ma-area">
          <Suspense fallback={<Spinner label={t('area.outline.mapLoading')} />}>
            <DrawingMap corners={corners} bbox={area.bbox} onAdd={(lat, lng) => changeCorners([...corners, newCorner(lat, lng)])} />
          </Suspense>
          <fieldset>
            <legend>{t('area.outline.corners')}</legend>
            <p aria-live="polite">{t('area.outline.cornerCount', { count: corners.length })}</p>
            <CornerList
              corners={corners}
              onChange={changeCorners}
              invalidCorner={problem?.corner ?? null}
              problemId={ids.problem}
              registerInput={(index) => (element) => {
                cornerInputs.current.set(index, element);
              }}
            />
            <div className="ma-tools">
              <Button
                onClick={() => {
                  const last = corners[corners.length - 1];
                  changeCorners([...corners, last ? { ...newCorner(0, 0), lat: last.lat, lng: last.lng } : { ...newCorner(0, 0), lat: '', lng: '' }]);
                }}
              >
                {t('area.outline.addCorner')}
              </Button>
              {corners.length > 0 ? <Button onClick={() => changeCorners([])}>{t('area.outline.clear')}</Button> : null}
            </div>
          </fieldset>
          <div>
            <label htmlFor={ids.file}>{t('area.outline.import')}</label>
            <input
              id={ids.file}
              type="file"
              accept=".geojson,.json,application/geo+json,application/json"
              aria-describedby={ids.fileHint}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void importFile(file);
                e.target.value = '';
              }}
            />
            <p id={ids.fileHint} className="ma-hint">
              {t('area.outline.importHint')}
            </p>
          </div>
        </div>
      )}

      {problemText || formError ? (
        <p id={ids.problem} ref={alertRef} tabIndex={-1} role="alert" className="ma-field-error">
          {problemText ?? t(formError!)}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      <SubmitButton type="submit" state={submitting.state} title={t('area.save')} errorShownElsewhere />
    </form>
  );
}
