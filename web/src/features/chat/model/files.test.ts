import { describe, expect, it } from 'vitest';
import { classifyFile, finishProgress, reportProgress, startProgress } from './files';

describe('files', () => {
  it('classifies by type', () => {
    expect(classifyFile('image/png')).toBe('image');
    expect(classifyFile('audio/mpeg')).toBe('audio');
    expect(classifyFile('video/mp4')).toBe('video');
    expect(classifyFile('application/pdf')).toBe('file');
    expect(classifyFile('')).toBe('file');
  });

  it('progress runs 0–100 in whole steps, never back, then uploadDone', () => {
    let state = startProgress;
    expect(state).toEqual({ progress: 0, uploadDone: false });
    state = reportProgress(state, 42.7);
    expect(state.progress).toBe(42);
    expect(reportProgress(state, 10).progress).toBe(42);
    expect(reportProgress(state, 250).progress).toBe(100);
    expect(reportProgress(state, Number.NaN)).toBe(state);
    state = finishProgress();
    expect(state).toEqual({ progress: 100, uploadDone: true });
    expect(reportProgress(state, 50)).toBe(state);
  });
});
