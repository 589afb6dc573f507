// A stand-in for the WebKit declarations scaffolded Objective-C uses. Not Apple's headers.
#pragma once
#import <UIKit/UIKit.h>

#pragma clang assume_nonnull begin

@interface WKScriptMessage : NSObject
@end

@interface WKUserContentController : NSObject
@end

@protocol WKScriptMessageHandler <NSObject>
- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message;
@end

@interface WKWebView : UIView
@end

#pragma clang assume_nonnull end
