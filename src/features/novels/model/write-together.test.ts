import { describe, expect, it } from 'vitest';
import { type WriteTogetherInput, writeTogetherView } from './write-together';

const alone: WriteTogetherInput = {
  isAvailable: true,
  isOthersHere: false,
  isAsked: false,
  wasWanted: false,
  isBound: false,
  isReady: false,
  isRefused: false,
  isUnreachable: false,
  isAloneSaved: true,
};

describe('when the writing page writes together', () => {
  it('alone, is the page it always was: no connection, nothing said', () => {
    expect(writeTogetherView(alone)).toEqual({
      isConnected: false,
      shouldBind: false,
      isOn: false,
      line: 'off',
    });
    // Nor in a workspace without a server, whoever is there.
    expect(writeTogetherView({ ...alone, isAvailable: false, isOthersHere: true }).isConnected).toBe(false);
  });

  it('connects once someone else is there (or the link asks), and binds once the text is there and saved', () => {
    const arriving = { ...alone, isOthersHere: true };
    expect(writeTogetherView(arriving)).toMatchObject({ isConnected: true, shouldBind: false, line: 'off' });
    expect(writeTogetherView({ ...alone, isAsked: true }).isConnected).toBe(true);
    expect(writeTogetherView({ ...arriving, isReady: true }).shouldBind).toBe(true);
    // Words typed alone and not yet saved: it waits for them, so that the shared text holds them.
    expect(writeTogetherView({ ...arriving, isReady: true, isAloneSaved: false }).shouldBind).toBe(false);
    expect(writeTogetherView({ ...arriving, isReady: true, isBound: true })).toMatchObject({
      shouldBind: false,
      isOn: true,
      line: 'on',
    });
  });

  it('stays together when the others leave', () => {
    const left = { ...alone, wasWanted: true, isBound: true, isReady: true };
    expect(writeTogetherView(left)).toMatchObject({ isConnected: true, isOn: true, line: 'on' });
  });

  it('writes alone and says so while the shared text cannot be reached, or is refused', () => {
    const unreachable = { ...alone, isOthersHere: true, isUnreachable: true };
    expect(writeTogetherView(unreachable)).toMatchObject({
      isConnected: true,
      isOn: false,
      line: 'unreachable',
    });
    const refused = { ...alone, wasWanted: true, isBound: true, isReady: true, isRefused: true };
    expect(writeTogetherView(refused)).toMatchObject({ isOn: false, shouldBind: false, line: 'unreachable' });
  });
});
