import type { PairMark } from '@sightings/domain-model';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { CheckIcon, CrossIcon } from '../icons';
import { DecisionStatus } from './DecisionStatus';
import * as styles from './ImageCompare.css';
import { COMPARE_MODES, type CompareAction, type CompareMode } from './shortcuts';
import type { Blink } from './useBlink';
import { zoomPercent } from './zoom';

export interface CompareToolbarProps {
  mode: CompareMode;
  onModeChange: (mode: CompareMode) => void;
  zoom: number;
  run: (action: CompareAction) => void;
  blink: Blink;
  /** The label of the picture the blink mode shows now. */
  shownLabel: string;
  decision: PairMark | null;
  onDecide: ((decision: PairMark | null) => void) | undefined;
}

/** The view's controls: the mode, the zoom, the blink controls and the pair's mark. */
export function CompareToolbar({
  mode,
  onModeChange,
  zoom,
  run,
  blink,
  shownLabel,
  decision,
  onDecide,
}: CompareToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <ToggleButtonGroup
        aria-label="Compare mode"
        className={styles.toggleGroup}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[mode]}
        onSelectionChange={(keys: Set<Key>) => {
          const [next] = keys;
          if (next !== undefined) onModeChange(next as CompareMode);
        }}
      >
        {COMPARE_MODES.map((entry) => (
          <ToggleButton key={entry.id} id={entry.id} className={styles.toggle}>
            {entry.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <div className={styles.toolGroup}>
        <Button
          variant="quiet"
          size="small"
          onPress={() => run({ type: 'zoom', direction: 'out' })}
        >
          Zoom out
        </Button>
        <output className={styles.status} aria-live="polite" aria-label="Zoom">
          {zoomPercent(zoom)}
        </output>
        <Button variant="quiet" size="small" onPress={() => run({ type: 'zoom', direction: 'in' })}>
          Zoom in
        </Button>
        <Button variant="quiet" size="small" onPress={() => run({ type: 'reset' })}>
          Reset zoom
        </Button>
      </div>

      {mode === 'blink' ? (
        <div className={styles.toolGroup}>
          {blink.noAutoBlink ? null : (
            <Button variant="secondary" size="small" onPress={blink.togglePaused}>
              {blink.paused ? 'Resume blinking' : 'Pause blinking'}
            </Button>
          )}
          {blink.noAutoBlink || blink.paused ? (
            <Button variant="secondary" size="small" onPress={blink.showOther}>
              Show other
            </Button>
          ) : null}
          <span className={styles.status}>Showing: {shownLabel}</span>
        </div>
      ) : null}

      {onDecide ? (
        <div className={styles.toolGroup}>
          <ToggleButtonGroup
            aria-label="Decision"
            className={styles.toggleGroup}
            selectionMode="single"
            selectedKeys={decision ? [decision] : []}
            onSelectionChange={(keys: Set<Key>) => {
              const [next] = keys;
              onDecide((next as PairMark | undefined) ?? null);
            }}
          >
            <ToggleButton id="IDENTICAL" className={styles.toggle}>
              <CheckIcon aria-hidden />
              IDENTICAL
            </ToggleButton>
            <ToggleButton id="NOT_IDENTICAL" className={styles.toggle}>
              <CrossIcon aria-hidden />
              NOT IDENTICAL
            </ToggleButton>
          </ToggleButtonGroup>
          <DecisionStatus decision={decision} />
        </div>
      ) : null}
    </div>
  );
}
