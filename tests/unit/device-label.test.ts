import { describe, expect, it } from 'vitest';
import { browserOf, placeOf, systemOf } from '@/server/trusted/device-label';

const UA = {
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('what a person recognises a device by', () => {
  it('names the browser before the ones it imitates, and the system', () => {
    expect([browserOf(UA.edge), systemOf(UA.edge)]).toEqual(['Edge 131', 'Windows']);
    expect([browserOf(UA.chromeAndroid), systemOf(UA.chromeAndroid)]).toEqual(['Chrome 131', 'Android']);
    expect([browserOf(UA.firefoxMac), systemOf(UA.firefoxMac)]).toEqual(['Firefox 133', 'macOS']);
    expect([browserOf(UA.safariMac), systemOf(UA.safariMac)]).toEqual(['Safari 18', 'macOS']);
    expect([browserOf(UA.chromeIphone), systemOf(UA.chromeIphone)]).toEqual(['Chrome 131', 'iOS']);
    expect([browserOf(UA.headless), systemOf(UA.headless)]).toEqual(['Chrome 131', 'Linux']);
  });

  it('says so when the user agent names nothing it knows', () => {
    expect([browserOf('curl/8.5.0'), systemOf('curl/8.5.0')]).toEqual(['Unknown browser', 'Unknown system']);
    expect(browserOf('')).toBe('Unknown browser');
  });

  it("names the country of the hosting's header, and no place for a missing or placeholder code", () => {
    expect(placeOf('NG')).toBe('Nigeria');
    expect(placeOf('ke')).toBe('Kenya');
    expect(placeOf(undefined)).toBeNull();
    expect(placeOf('XX')).toBeNull();
    expect(placeOf('ZZ')).toBeNull();
    expect(placeOf('QQ')).toBeNull();
    expect(placeOf('Kenya')).toBeNull();
  });
});
