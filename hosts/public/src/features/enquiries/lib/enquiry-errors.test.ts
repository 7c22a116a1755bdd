import { ApiError } from '@texbridge/shared/api/api-client';
import { describeEnquiryFailure, enquiryFieldMessage, NETWORK_FAILURE } from './enquiry-errors.ts';

describe('describeEnquiryFailure', () => {
  it('tells an unreachable server to check the connection', () => {
    expect(describeEnquiryFailure(new ApiError(0, 'The server could not be reached.'))).toEqual({
      toast: NETWORK_FAILURE,
      fields: {},
    });
    expect(NETWORK_FAILURE).toBe('We could not reach the server. Check your connection and send again.');
  });

  it('tells a rate-limited visitor to wait or call', () => {
    expect(describeEnquiryFailure(new ApiError(429, 'Rate limit exceeded')).toast).toMatch(
      /wait a few minutes .* call or e-mail us directly/,
    );
  });

  it('splits a 400 into the fields it names, ignoring parts about other fields', () => {
    const failure = describeEnquiryFailure(
      new ApiError(400, 'user_email must be an e-mail address; message is required; handled is not an accepted field'),
    );
    expect(failure.fields).toEqual({ user_email: 'must be an e-mail address', message: 'is required' });
    expect(failure.toast).toBe('Your message was not sent. Please correct the highlighted fields and send again.');
  });

  it('passes on the server’s sentence when it names no field', () => {
    expect(describeEnquiryFailure(new ApiError(503, 'Down for maintenance until 14:00.'))).toEqual({
      toast: 'Your message was not sent. Down for maintenance until 14:00.',
      fields: {},
    });
    expect(describeEnquiryFailure(new TypeError('boom')).toast).toBe('Your message was not sent. Please try again.');
  });
});

describe('enquiryFieldMessage', () => {
  it('words schema and API problems for the visitor', () => {
    expect(enquiryFieldMessage('user_name', 'is required')).toBe('Please enter your name.');
    expect(enquiryFieldMessage('user_email', 'must be an e-mail address')).toBe(
      'Enter an e-mail address such as name@company.com.',
    );
    expect(enquiryFieldMessage('message', 'must be at most 5000 characters')).toBe(
      'Message must be at most 5000 characters.',
    );
  });
});
