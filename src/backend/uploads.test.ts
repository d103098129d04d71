// The shared upload list: progress, a finished upload leaving it, a failure kept with Retry, cancel.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../domain/errors';
import type { Attachment } from '../domain/model';
import type { FilesPort, UploadProgress } from './ports';
import { cancelUpload, retryUpload, startUpload, useUploads } from './uploads';

interface Call {
  progress?: UploadProgress;
  resolve: (value: Attachment | null) => void;
  reject: (e: unknown) => void;
  cancel: () => void;
}

/** A FilesPort whose uploads the test finishes by hand. */
function fakeFiles(): { files: FilesPort; calls: Call[] } {
  const calls: Call[] = [];
  const refuse = () => Promise.reject(new Error('not used'));
  const files: FilesPort = {
    upload(_b, _c, _file, options) {
      const call = { progress: options?.onProgress, cancel: vi.fn<() => void>() } as unknown as Call;
      const result = new Promise<Attachment | null>((resolve, reject) => {
        call.resolve = resolve;
        call.reject = reject;
      });
      calls.push(call);
      return { result, cancel: call.cancel };
    },
    getURL: refuse,
    delete: refuse,
    uploadAvatar: () => ({ result: refuse(), cancel: () => undefined }),
    removeAvatar: refuse,
    watchAvatar: () => () => undefined,
  };
  return { files, calls };
}

const file = (name: string) => new File(['hello'], name, { type: 'text/plain' });

describe('uploads', () => {
  it('shows progress per card and drops a finished upload', async () => {
    const { files, calls } = fakeFiles();
    const { result } = renderHook(() => useUploads('b1', 'c1'));
    const other = renderHook(() => useUploads('b1', 'c2'));
    act(() => void startUpload(files, 'b1', 'c1', file('a.txt')));
    expect(result.current).toMatchObject([{ name: 'a.txt', sent: 0, total: 5, state: 'uploading' }]);
    act(() => calls[0]?.progress?.(3, 5));
    expect(result.current[0]?.sent).toBe(3);
    expect(other.result.current).toEqual([]);
    await act(async () => calls[0]?.resolve(null));
    expect(result.current).toEqual([]);
  });

  it('keeps a failed upload with its error, and Retry starts it again', async () => {
    const { files, calls } = fakeFiles();
    const { result } = renderHook(() => useUploads('b1', 'c3'));
    act(() => void startUpload(files, 'b1', 'c3', file('b.txt')));
    await act(async () => calls[0]?.reject(new AppError('unavailable', 'offline')));
    expect(result.current[0]).toMatchObject({ state: 'failed', error: { code: 'unavailable' } });
    act(() => retryUpload(result.current[0]?.id ?? 0));
    expect(calls).toHaveLength(2);
    expect(result.current[0]).toMatchObject({ state: 'uploading', sent: 0, error: null });
    await act(async () => calls[1]?.resolve(null));
    expect(result.current).toEqual([]);
  });

  it('cancels the port’s task and forgets the upload', () => {
    const { files, calls } = fakeFiles();
    const { result } = renderHook(() => useUploads('b1', 'c4'));
    let id = 0;
    act(() => void (id = startUpload(files, 'b1', 'c4', file('c.txt'))));
    act(() => cancelUpload(id));
    expect(calls[0]?.cancel).toHaveBeenCalled();
    expect(result.current).toEqual([]);
  });
});
